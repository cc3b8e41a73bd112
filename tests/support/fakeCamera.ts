/**
 * What Chromium's fake camera plays: a Y4M video (raw 4:2:0 frames) showing
 * QR codes, drawn from the module matrix the `qrcode` library computes, so a
 * browser test can hold a real ticket up to the Check-in page's scanner.
 */
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FPS = 10;
/** Pixels per module, smaller for a denser code (a signed ticket is 45 modules wide) so that it fits the frame. */
const MAX_MODULE_PX = 10;
const QUIET_MODULES = 4;

/** One frame's luma plane: a white page with the code's black modules in the middle. */
function lumaOf(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const MODULE_PX = Math.min(MAX_MODULE_PX, Math.floor(HEIGHT / (modules.size + 2 * QUIET_MODULES)));
  if (MODULE_PX < 4) throw new Error(`A QR code of ${modules.size} modules does not fit the frame.`);
  const left = Math.floor((WIDTH - modules.size * MODULE_PX) / 2);
  const top = Math.floor((HEIGHT - modules.size * MODULE_PX) / 2);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < MODULE_PX; y++) luma.fill(16, (top + row * MODULE_PX + y) * WIDTH + left + col * MODULE_PX, (top + row * MODULE_PX + y) * WIDTH + left + (col + 1) * MODULE_PX);
    }
  }
  return luma;
}

/**
 * Writes a video that shows each text's QR code for `secondsEach` seconds in
 * turn (Chromium plays it in a loop) and returns the Chromium flags that make
 * it the camera, with the permission prompt answered yes.
 */
export function fakeCameraShowing(path: string, texts: readonly string[], secondsEach = 2): string[] {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`)];
  for (const text of texts) {
    const luma = lumaOf(text);
    for (let i = 0; i < secondsEach * FPS; i++) parts.push(Buffer.from('FRAME\n'), luma, chroma);
  }
  writeFileSync(path, Buffer.concat(parts));
  return ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${path}`];
}
