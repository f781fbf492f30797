import { cpSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** What a fake deploy changed. */
export interface NextBuild {
  /** dist/-relative old name -> new name of every file the deploy renamed (assets/...). */
  renamed: Map<string, string>;
  /** The <meta> the next build's HTML carries, to tell its pages from the old build's. */
  marker: string;
}

const textFiles = (dir: string) => [
  ...readdirSync(join(dir, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => `assets/${name}`),
  ...readdirSync(dir).filter((name) => name.endsWith('.html') || name === 'sw.js'),
];

/**
 * Copies a production build (`from`) to `to` as the next deploy would leave it: the login route's
 * chunk changed, so it and every file that names it (the entry, then every chunk that imports the
 * entry, ...) get new hashed names and the old files are gone from the server; index.html changed
 * (a marker) and sw.js lists the new files with a new revision of index.html. Without the .br/.gz
 * copies, so the server sends the edited files.
 */
export function fakeNextBuild(from: string, to: string): NextBuild {
  cpSync(from, to, { recursive: true });
  for (const entry of readdirSync(to, { recursive: true, encoding: 'utf8' }))
    if (/\.(br|gz)$/.test(entry)) rmSync(join(to, entry));

  const manifest = JSON.parse(readFileSync(join(to, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const login = Object.entries(manifest).find(([src]) => src.startsWith('src/routes/login/index.tsx?tsr-split'))?.[1].file;
  if (!login) throw new Error('no login chunk in the manifest');

  const next = (file: string) => file.replace(/\.(js|css)$/, '-next.$1');
  const renamed = new Map([[login, next(login)]]);
  writeFileSync(join(to, login), `${readFileSync(join(to, login), 'utf8')}\n// the next build\n`);

  // Rename until no file names a renamed one under its old name (hashes cascade through imports).
  for (let changed = true; changed; ) {
    changed = false;
    for (const file of textFiles(to)) {
      const text = readFileSync(join(to, file), 'utf8');
      let edited = text;
      for (const [oldName, newName] of renamed) edited = edited.replaceAll(basename(oldName), basename(newName));
      if (edited === text) continue;
      writeFileSync(join(to, file), edited);
      if (file.startsWith('assets/') && !renamed.has(file)) renamed.set(file, next(file));
      changed = true;
    }
  }
  for (const [oldName, newName] of renamed) renameSync(join(to, oldName), join(to, newName));

  const marker = '<meta name="dokkham-build" content="next">';
  const html = readFileSync(join(to, 'index.html'), 'utf8');
  writeFileSync(join(to, 'index.html'), html.replace('</head>', `${marker}</head>`));
  const sw = readFileSync(join(to, 'sw.js'), 'utf8');
  const withRevision = sw.replace(/("revision":")([0-9a-f]+)(","url":"index\.html")/, '$1$2next$3');
  if (withRevision === sw) throw new Error("index.html's revision not found in sw.js");
  writeFileSync(join(to, 'sw.js'), withRevision);
  return { renamed, marker };
}
