declare module 'punycode/punycode.es6.js' {
  export function toUnicode(domain: string): string;
  export function toASCII(domain: string): string;
}
