import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

const QUIET_ZONE = 4;

/** One SVG path of the dark modules: the QR code is drawn here, no image service and no data URL. */
async function qrPath(text: string) {
  // Loaded with the dialog that shows it: the portals' first screens do not carry the encoder.
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path };
}

/** The QR code of `text`, as an image with a text alternative. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [drawn, setDrawn] = useState<{ text: string; size: number; path: string } | null>(null);

  useEffect(() => {
    let current = true;
    void qrPath(text).then((qr) => {
      if (current) setDrawn({ text, ...qr });
    });
    return () => {
      current = false;
    };
  }, [text]);

  if (drawn?.text !== text) return <Skeleton className="size-48 rounded-lg" aria-hidden />;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-lg border bg-white"
    >
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
