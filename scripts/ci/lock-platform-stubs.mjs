// Adds lockfile entries for optional platform binaries (other OSes and CPUs) that `npm install`
// left out because the registry used here does not serve their latest versions. `npm ci` refuses
// a lockfile that lacks them, and skips them anyway on a platform they do not match, so each stub
// carries only version, os/cpu and flags. Usage: node scripts/ci/lock-platform-stubs.mjs [lockfile]
import fs from "node:fs";

const file = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const pkgs = lock.packages;

const platform = (name) => {
  const os = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "sunos", "aix", "netbsd"].find((o) => name.includes(`-${o}-`));
  const cpu = ["arm64", "x64", "ia32", "arm", "wasm32", "riscv64", "ppc64", "s390x", "loong64"].find((c) => name.includes(`-${c}`));
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
};

let added = 0;
for (const [path, meta] of Object.entries(pkgs)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const p = platform(dep);
    if (!p.cpu && !p.os) continue; // not a platform binary: leave npm's decision alone
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    if (pkgs[base] || pkgs[`node_modules/${dep}`]) continue;
    pkgs[`node_modules/${dep}`] = { version, ...p, optional: true, ...(meta.dev ? { dev: true } : {}) };
    added += 1;
    console.log(`stub ${dep}@${version} ${JSON.stringify(p)}`);
  }
}
lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} stub(s) added to ${file}`);
