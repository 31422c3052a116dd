import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // The manifest lists each chunk's static imports, which the bundle budget check adds up.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
