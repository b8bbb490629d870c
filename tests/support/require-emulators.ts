// Setup file of the Vitest `emulator` project: fail fast, with a clear message, when the Firestore emulator
// is not listening, instead of letting each test time out.
import { Socket } from 'node:net'
import { firestoreEmulatorAddress } from './emulator-firestore.ts'

function reachable(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket()
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('error', () => done(false))
    socket.connect(port, host, () => done(true))
  })
}

const { host, port } = firestoreEmulatorAddress()
if (!(await reachable(host, port, 2000))) {
  throw new Error(
    `Firestore emulator is not reachable at ${host}:${port}. Start the local stack (npm test starts it) ` +
      'or set FIRESTORE_EMULATOR_HOST=host:port to point at a running emulator.',
  )
}
