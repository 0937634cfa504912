import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // The API server and deploy tooling read the manifest to find the hashed entry files.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
