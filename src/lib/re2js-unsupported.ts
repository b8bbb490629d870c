// Stand-in for the `re2js` package, which @firebase/firestore imports only to evaluate regular-expression functions
// of Firestore pipelines. This app uses no pipelines; the stand-in keeps ~250 kB of source out of every page.
// Firestore catches the error and treats such an expression as an evaluation error. See docs/decisions/0015.
export class RE2JS {
  static compile(): never {
    throw new Error('Regular-expression pipeline functions are not supported in this app')
  }
}
