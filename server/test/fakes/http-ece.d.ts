/** http_ece (web-push's own encryption library) has no types of its own: what the push fake uses of it. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  const ece: { decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer };
  export default ece;
}
