import { env } from '../env.ts'
import { ownStorageUrl, type OwnStorage } from '../shared/images.ts'
import { emulatorPorts } from './emulator-ports.ts'

/** This app's Storage: the configured bucket, and the Storage emulator when the app runs against the emulators. */
export const ownStorage: OwnStorage = {
  bucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  emulatorOrigin: env.VITE_USE_EMULATORS
    ? `http://${env.VITE_EMULATOR_HOST}:${emulatorPorts.storage}`
    : undefined,
}

/** The URL (normalised) when it is an image of this app's own Storage, else null (src/shared/images.ts). */
export function ownImageUrl(value: string): string | null {
  return ownStorageUrl(value, ownStorage)
}
