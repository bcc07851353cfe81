/**
 * `output.minify` of every server build (the shell's and each remote's, which the api loads):
 * minified with names kept, so stack traces and logged errors read the same, and only ASCII in
 * the output. V8 holds each loaded script's source as long as it runs, in two bytes a character
 * when one character is outside Latin-1: the readable shell build alone took 5 MB of the api's
 * heap (issue 9: resident memory).
 */
export function serverMinify() {
  return {
    js: true,
    css: false,
    jsOptions: {
      minimizerOptions: {
        mangle: { keep_classnames: true, keep_fnames: true },
        compress: { keep_classnames: true, keep_fnames: true },
        format: { asciiOnly: true, comments: false as const },
      },
    },
  };
}
