import { useTrans } from '@client/i18n/trans';

interface QrCodeImageProps {
  /** SVG markup from GET auth/user/two-factor/qr-code. */
  svg: string;
  size?: number;
}

/**
 * Shows the QR code as an image rather than inline markup: an <img> never runs scripts or
 * reaches into the page, whatever the SVG holds.
 */
export function QrCodeImage({ svg, size = 192 }: QrCodeImageProps) {
  const { trans } = useTrans();
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={trans('QR code for your authenticator app')}
      width={size}
      height={size}
      style={{ background: '#fff', padding: 8, borderRadius: 8, display: 'block' }}
    />
  );
}
