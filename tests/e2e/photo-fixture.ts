import sharp from 'sharp'

/** A camera-sized PNG original (2000 by 1500) for upload journeys: its stored copies must come back resized. */
export function cameraPng(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#b5651d' } })
    .png()
    .toBuffer()
}
