// Preloaded into the firebase CLI when the Functions emulator runs every function in one worker (decision 0118).
// In that mode the emulator tells the worker which function the next request is for over the worker's IPC channel,
// then sends the request over HTTP. With Node's default keep-alive agent the request arrives on a connection the
// worker is already reading, and under load the worker sometimes read it before the IPC message: a callable then
// ran as the Firestore trigger before it. On a new connection the worker must first accept it, by which time the
// message, written before the connection was opened, has been read.
import http from 'node:http'

if (!process.argv[1]?.includes('functionsEmulatorRuntime')) {
  http.globalAgent = new http.Agent({ keepAlive: false })
}
