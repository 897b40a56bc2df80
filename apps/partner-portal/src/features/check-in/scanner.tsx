// The door's two ways to read a ticket's QR code: the device camera (frames read a few times a
// second) and an image file (a photo or screenshot of the ticket). Both hand the code's text on.
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@pavilion/ui';
import { decodeQr, decodeQrFile } from './qr-decode';
import { SCANNER_MESSAGES } from '@pavilion/domain';
import { CHECK_IN_TEXT as T } from './messages';

/** A code seen again within this time is the same ticket still in front of the camera. */
const SAME_CODE_MS = 4000;
const FRAME_INTERVAL_MS = 250;

export interface ScannerProps {
  onCode: (code: string) => void;
  /** A problem in words (no camera, no code in the image), for the result region. */
  onProblem: (message: string) => void;
}

export function Scanner({ onCode, onProblem }: ScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const last = useRef<{ code: string; at: number } | null>(null);
  const [cameraOn, setCameraOn] = useState(false);
  const fileId = useId();

  const emit = useCallback(
    (code: string) => {
      const now = Date.now();
      if (last.current && last.current.code === code && now - last.current.at < SAME_CODE_MS) return;
      last.current = { code, at: now };
      onCode(code);
    },
    [onCode],
  );

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setCameraOn(false);
  }, []);

  useEffect(() => stop, [stop]);

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) return onProblem(SCANNER_MESSAGES.noCamera);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
    } catch {
      return onProblem(SCANNER_MESSAGES.cameraRefused);
    }
    const element = video.current!;
    element.srcObject = stream.current;
    await element.play().catch(() => undefined);
    setCameraOn(true);
    const tick = async () => {
      if (!stream.current) return;
      if (element.readyState >= 2) {
        const code = await decodeQr(element, element.videoWidth, element.videoHeight).catch(() => null);
        if (code) emit(code);
      }
      timer.current = setTimeout(tick, FRAME_INTERVAL_MS);
    };
    void tick();
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    // The same file can be chosen again (a second scan of one ticket).
    const code = await decodeQrFile(file).catch(() => undefined);
    input.value = '';
    if (code === undefined) return onProblem(SCANNER_MESSAGES.unreadable);
    if (code) onCode(code);
    else onProblem(SCANNER_MESSAGES.noCode);
  };

  return (
    <div className="pv-check-in__scanner">
      <div className="pv-partner-toolbar">
        {cameraOn ? (
          <Button variant="secondary" onClick={stop}>
            {T.stopCamera}
          </Button>
        ) : (
          <Button onClick={() => void start()}>{T.scanWithCamera}</Button>
        )}
        <div className="pv-check-in__file">
          <label htmlFor={fileId}>{T.scanImage}</label>
          <input id={fileId} type="file" accept="image/*" onChange={(e) => void readFile(e)} />
        </div>
      </div>
      <video
        ref={video}
        className="pv-check-in__video"
        hidden={!cameraOn}
        muted
        playsInline
        aria-label={T.cameraView}
      />
    </div>
  );
}
