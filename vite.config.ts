import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}`, import.meta.url));

export const aliases = {
  '@common': src('common'),
  '@client': src('client'),
  '@server': src('server'),
};

// Built with a relative base: the server writes the real base path into index.html at
// request time, so one build serves under any BASE_PATH.
export default defineConfig(({ command }) => ({
  base: command === 'build' ? './' : '/',
  plugins: [react()],
  resolve: { alias: aliases },
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 2500,
  },
}));
