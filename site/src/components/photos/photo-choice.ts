import { useRef, useState } from 'react';
import {
  isPhotoUploadType,
  PHOTO_UPLOAD_MESSAGES as M,
  PHOTO_UPLOAD_MAX_BYTES,
} from '#domain/media/photo-upload.ts';

// A form's optional photo (the offer dialog, /gestao's reply box): checked here (type, 5 MB) and
// uploaded when the form is sent, once per chosen file (a second submit of the same file, after a
// lost answer, reuses its key).

export type PhotoChoice = ReturnType<typeof usePhotoChoice>;

export function usePhotoChoice(uploadFile: (file: File) => Promise<string>) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploaded = useRef<{ file: File; key: string } | null>(null);
  return {
    file,
    error,
    choose(chosen: File | null) {
      setFile(chosen);
      if (!chosen) return setError(null);
      if (!isPhotoUploadType(chosen.type)) return setError(M.tipo);
      setError(chosen.size > PHOTO_UPLOAD_MAX_BYTES ? M.tamanho : null);
    },
    /** The chosen photo's key, uploading it the first time; undefined without a photo. */
    async upload(): Promise<string | undefined> {
      if (!file) return undefined;
      if (uploaded.current?.file !== file) uploaded.current = { file, key: await uploadFile(file) };
      return uploaded.current.key;
    },
  };
}
