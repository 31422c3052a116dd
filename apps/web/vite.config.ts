import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // `npm run build` builds into a folder of its own and publishes it as dist (scripts/build-console.ts);
  // a bare `vite build` lands here, never in the build running servers serve.
  // The manifest lists each chunk's static imports, which the bundle budget check adds up.
  build: { outDir: 'builds/unpublished', emptyOutDir: true, manifest: true },
});
