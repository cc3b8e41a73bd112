/**
 * The camera, read for QR codes: the back camera's frames are drawn onto a
 * canvas a few times a second and decoded with jsQR. A code held in front of
 * the camera is reported once, not on every frame: it is reported again only
 * after it has been out of sight for a few seconds.
 */
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import jsQR from 'jsqr';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';

const FRAME_MS = 150;
/** A code seen again within this time of its last sighting is the same scan. */
const SAME_SCAN_MS = 4000;
/** Frames are decoded at most this wide: enough for a ticket held up to a phone, cheap on its CPU. */
const DECODE_WIDTH = 640;

export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<'off' | 'starting' | 'on'>('off');
  /** What went wrong, as a catalog key (worded in the language shown at each render). */
  const [error, setError] = useState<string | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    setState('off');
  }, []);

  async function start() {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setError('checkin.scanner.noCamera');
      return;
    }
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      streamRef.current = stream;
      const video = videoRef.current!;
      video.srcObject = stream;
      await video.play();
      setState('on');
    } catch (e) {
      stop();
      const denied = e instanceof DOMException && (e.name === 'NotAllowedError' || e.name === 'SecurityError');
      setError(denied ? 'checkin.scanner.denied' : 'checkin.scanner.failed');
    }
  }

  useEffect(() => {
    if (state !== 'on') return;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const lastSeen = new Map<string, number>();
    const timer = window.setInterval(() => {
      const video = videoRef.current;
      if (!context || !video || video.readyState < video.HAVE_CURRENT_DATA || video.videoWidth === 0) return;
      const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
      if (!found?.data) return;
      const now = Date.now();
      const previous = lastSeen.get(found.data);
      lastSeen.set(found.data, now);
      if (previous !== undefined && now - previous < SAME_SCAN_MS) return;
      onCodeRef.current(found.data);
    }, FRAME_MS);
    return () => window.clearInterval(timer);
  }, [state]);

  // The camera goes off with the page.
  useEffect(() => stop, [stop]);

  return (
    <Box>
      <Box
        position="relative"
        bg="black"
        rounded="md"
        overflow="hidden"
        maxW="480px"
        aspectRatio={4 / 3}
        display={state === 'off' ? 'none' : 'block'}
      >
        <video ref={videoRef} muted playsInline aria-label={t('checkin.scanner.camera')} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </Box>
      <HStack mt="3" gap="3">
        {state === 'off' ? (
          <Button colorPalette="brand" onClick={() => void start()}>
            {t('checkin.scanner.scan')}
          </Button>
        ) : (
          <Button variant="outline" onClick={stop} disabled={state === 'starting'}>
            {t('checkin.scanner.stop')}
          </Button>
        )}
        {state === 'on' && <Text color="fg.muted">{t('checkin.scanner.hold')}</Text>}
      </HStack>
      {error && (
        <Text color="fg.error" mt="2" role="alert">
          {t(error)}
        </Text>
      )}
    </Box>
  );
}
