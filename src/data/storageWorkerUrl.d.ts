/** The storage worker's script URL, hashed in builds (vite.config.ts, storageWorkerEntry). */
declare module 'virtual:storage-worker-url' {
  const url: string;
  export default url;
}
