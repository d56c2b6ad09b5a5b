import { ApiError } from './api.ts';

// A photo uploaded as its raw bytes before the form that names it (the dashboard's offer dialog,
// /gestao's reply box): both routes answer { fotoKey } (platform/http/photo-upload.ts). Not
// api(): that one sends JSON, and the server reads the type from these bytes.

export async function uploadPhoto(url: string, file: File): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, {
      error: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    });
  }
  const body = (await response.json().catch(() => undefined)) as
    | { fotoKey?: string; error?: string }
    | undefined;
  if (!response.ok || !body?.fotoKey)
    throw new ApiError(response.status, body?.error ? { error: body.error } : {});
  return body.fotoKey;
}
