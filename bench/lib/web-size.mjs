// Gzip size of the JavaScript and CSS each portal loads first, read from Vite's manifest.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = 'apps/web/dist';

function closure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of entry.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function sizeOf(manifest, keys) {
  const files = new Set();
  for (const key of keys) {
    const entry = manifest[key];
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
  }
  let js = 0;
  let css = 0;
  for (const file of files) {
    const gz = gzipSync(readFileSync(`${dist}/${file}`)).length;
    if (file.endsWith('.css')) css += gz;
    else js += gz;
  }
  return {
    jsGzipKB: Math.round(js / 102.4) / 10,
    cssGzipKB: Math.round(css / 102.4) / 10,
    files: files.size,
  };
}

/** First load of /login, /store and /admin: the entry plus the lazy chunks that route needs. */
export function webSizes() {
  const path = `${dist}/.vite/manifest.json`;
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(manifest, entryKey);
  const lazy = (pattern) =>
    Object.keys(manifest)
      .filter((k) => manifest[k].isDynamicEntry && pattern.test(k))
      .flatMap((k) => [...closure(manifest, k)]);
  return {
    login: sizeOf(manifest, new Set([...entry, ...lazy(/login/i)])),
    store: sizeOf(
      manifest,
      new Set([...entry, ...lazy(/routes\/store\/(layout|catalogue)|store-layout|store\/index/i)]),
    ),
    admin: sizeOf(
      manifest,
      new Set([...entry, ...lazy(/routes\/admin\/(layout|dashboard)|admin-layout|admin\/index/i)]),
    ),
    lazyChunks: Object.values(manifest).filter((e) => e.isDynamicEntry).length,
  };
}
