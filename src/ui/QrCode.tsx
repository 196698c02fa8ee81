import { useMemo } from 'react';
import { encode } from 'uqr';

/** SVG path data of a QR code: one unit square per dark module. */
function qrPath(text: string) {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  const squares: string[] = [];
  data.forEach((row, y) => row.forEach((dark, x) => dark && squares.push(['M', x, ' ', y, 'h1v1h-1z'].join(''))));
  return { d: squares.join(''), size: data.length };
}

/** A QR code as SVG squares (uqr encodes; we draw), crisp at any print size. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const path = useMemo(() => qrPath(text), [text]);
  return (
    <svg className="qr" viewBox={`0 0 ${path.size} ${path.size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
