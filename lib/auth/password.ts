import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (19 MiB, 2 passes): ~80 ms to hash here.
export async function hashPassword(password: string): Promise<string> {
  // 2 = Algorithm.Argon2id (a const enum, which isolatedModules cannot import).
  return hash(password, { algorithm: 2 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the email is unknown, so both failures take the same time.
let dummy: Promise<string> | null = null;
export async function burnVerifyTime(password: string): Promise<void> {
  dummy ??= hashPassword("not-a-real-password-just-for-timing");
  await verifyPassword(await dummy, password);
}
