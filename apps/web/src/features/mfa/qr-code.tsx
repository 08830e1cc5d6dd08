import { Image, Skeleton } from '@mantine/core';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** The otpauth URI as a QR code an authenticator app scans; drawn in the browser, never sent anywhere. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void toDataURL(value, { margin: 1, width: 200, errorCorrectionLevel: 'M' }).then((url) => {
      if (current) setSrc(url);
    });
    return () => {
      current = false;
    };
  }, [value]);
  return src ? <Image src={src} alt={label} w={200} h={200} /> : <Skeleton w={200} h={200} aria-label={label} />;
}
