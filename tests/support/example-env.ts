/** A web app's Firebase settings as a deployed build gets them: each present, none real. */
export const exampleFirebaseEnv = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'project.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'project',
  VITE_FIREBASE_STORAGE_BUCKET: 'project.appspot.com',
  VITE_FIREBASE_APP_ID: 'app',
}
