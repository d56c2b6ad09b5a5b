import { Bug } from 'lucide-react';
import { useState } from 'react';
import { preloadOn } from '../../lib/lazy-part.ts';
import { Button } from '../ui/button.tsx';
import { lazyDialog } from '../ui/lazy-dialog.tsx';

// The floating 'Reportar Problema' button of the dashboard; its dialog (the form kit, zod) loads
// when first opened, or on the button's hover or focus.
const ErrorReportDialog = lazyDialog(
  async () => (await import('./error-report-dialog.tsx')).ErrorReportDialog,
  (props) => props.open,
);

export function ErrorReportButton() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      {/* On a phone only the icon shows: the label over a card's text was in the way. */}
      <Button
        variant="outline"
        className="fixed right-4 bottom-4 z-40 rounded-full shadow-lg max-sm:size-12 max-sm:p-0"
        onClick={() => setOpen(true)}
        {...preloadOn(ErrorReportDialog)}
      >
        <Bug aria-hidden="true" />
        <span className="max-sm:sr-only">Reportar Problema</span>
      </Button>
      <ErrorReportDialog open={isOpen} onOpenChange={setOpen} />
    </>
  );
}
