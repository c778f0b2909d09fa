import { useLingui } from '@lingui/react/macro';
import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { createQrReader } from '../../../../lib/qr-reader';

type PassScannerProps = { onCode: (text: string) => void };

type Problem = 'denied' | 'unavailable';

/** Time between two decoding attempts: a phone keeps up, and the battery too. */
const SCAN_INTERVAL_MS = 150;

const stopTracks = (stream: MediaStream | undefined) => stream?.getTracks().forEach((track) => track.stop());

/**
 * The back camera, read frame by frame until a QR code is found (BarcodeDetector where the
 * browser has one, else jsQR on a canvas). The camera goes off as soon as a code is read, when
 * stopped, and when the screen is left.
 */
export function PassScanner({ onCode }: PassScannerProps) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const found = useEffectEvent((text: string) => {
    setScanning(false);
    onCode(text);
  });
  const failed = useEffectEvent((error: unknown) => {
    setScanning(false);
    setProblem(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable');
  });

  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const element = video.current;
    const run = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      const [media, read] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        createQrReader(),
      ]);
      stream = media;
      // Stopped while the camera was starting: the cleanup has run already.
      if (stopped || !element) return stopTracks(media);
      element.srcObject = media;
      await element.play();
      const tick = async () => {
        if (stopped) return;
        const text = await read(element).catch(() => undefined);
        if (stopped) return;
        if (text) found(text);
        else timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      await tick();
    };
    run().catch((error: unknown) => {
      if (!stopped) failed(error);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopTracks(stream);
      if (element) element.srcObject = null;
    };
  }, [scanning]);

  return (
    <div className="pass-scanner stack-sm">
      <video ref={video} className="pass-scanner__video" muted playsInline hidden={!scanning} />
      {scanning ? (
        <Button
          variant="secondary"
          block
          icon={<CameraOff size={18} aria-hidden="true" />}
          onClick={() => setScanning(false)}
        >
          {t`Stop the camera`}
        </Button>
      ) : (
        <Button
          block
          icon={<Camera size={18} aria-hidden="true" />}
          onClick={() => {
            setProblem(null);
            setScanning(true);
          }}
        >
          {t`Scan with the camera`}
        </Button>
      )}
      {problem ? (
        <Alert tone="warning" title={problem === 'denied' ? t`The camera is not allowed` : t`No camera to use`}>
          {problem === 'denied'
            ? t`Allow the camera for this app in the browser's settings, or paste the code below.`
            : t`This device gives no camera to the app: paste the code below.`}
        </Alert>
      ) : null}
    </div>
  );
}
