import { canonicalCode, type CodePurpose, codeLooksValid, generateCode, hashCode, type ProofPurpose, randomToken, safeEqualHex } from "./codes";

/** One stored code or proof. Only `code_hash` (an HMAC) is kept, never the code. */
export interface CodeRecord {
  id: string;
  purpose: CodePurpose | ProofPurpose;
  phone: string;
  code_hash: string;
  expires_at: Date;
  attempts: number;
  consumed_at: Date | null;
}

/** Storage behind the manager: Postgres in the module service, a Map in unit tests. */
export interface CodeStore {
  create(record: Omit<CodeRecord, "id">): Promise<CodeRecord>;
  /** Newest record of that purpose for that phone that is neither consumed nor expired. */
  findActive(purpose: CodeRecord["purpose"], phone: string, now: Date): Promise<CodeRecord | null>;
  /**
   * Reserves one attempt atomically: `attempts = attempts + 1` only while the record is unconsumed and
   * below `max` (one SQL UPDATE … RETURNING). The new count, or null when no attempt is left.
   */
  reserveAttempt(id: string, max: number): Promise<number | null>;
  /** Marks consumed only if it was not already; returns whether this call consumed it (single use under concurrency). */
  consume(id: string, at: Date): Promise<boolean>;
  /** Consumes every active record of that purpose for that phone (a new code replaces the old one). */
  invalidate(purpose: CodeRecord["purpose"], phone: string, at: Date): Promise<void>;
}

export type VerifyResult = { ok: true } | { ok: false; reason: "no_code" | "wrong" | "dead" };

export interface OtpOptions {
  secret: string;
  ttlSeconds: number;
  maxAttempts: number;
  proofTtlSeconds: number;
  now?: () => Date;
  random?: (max: number) => number;
}

/** One service for the three kinds of one-time code and the proofs a verified code is exchanged for. */
export class OtpManager {
  private readonly now: () => Date;

  constructor(
    private readonly store: CodeStore,
    private readonly options: OtpOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Issues a fresh code (the previous one for that phone and purpose stops working). Returns the plain code to send. */
  async issue(purpose: CodePurpose, phone: string): Promise<{ code: string; expiresAt: Date }> {
    const now = this.now();
    await this.store.invalidate(purpose, phone, now);
    const code = generateCode(purpose, this.options.random);
    const expiresAt = new Date(now.getTime() + this.options.ttlSeconds * 1000);
    await this.store.create({
      purpose,
      phone,
      code_hash: hashCode(this.options.secret, purpose, phone, code),
      expires_at: expiresAt,
      attempts: 0,
      consumed_at: null,
    });
    return { code, expiresAt };
  }

  /**
   * Checks a typed code: single use, expires, dies after `maxAttempts` tries. The attempt is reserved
   * before comparing, so N parallel guesses get at most `maxAttempts` comparisons between them.
   */
  async verify(purpose: CodePurpose, phone: string, input: string): Promise<VerifyResult> {
    const now = this.now();
    const record = await this.store.findActive(purpose, phone, now);
    if (!record) return { ok: false, reason: "no_code" };
    const attempts = await this.store.reserveAttempt(record.id, this.options.maxAttempts);
    if (attempts === null) return { ok: false, reason: "dead" };
    const candidate = canonicalCode(purpose, input);
    const matches = codeLooksValid(purpose, candidate) && safeEqualHex(record.code_hash, hashCode(this.options.secret, purpose, phone, candidate));
    if (!matches) {
      if (attempts >= this.options.maxAttempts) {
        await this.store.consume(record.id, now);
        return { ok: false, reason: "dead" };
      }
      return { ok: false, reason: "wrong" };
    }
    return (await this.store.consume(record.id, now)) ? { ok: true } : { ok: false, reason: "no_code" };
  }

  /** A short-lived single-use proof bound to the phone (registration verification token, reset token). */
  async issueProof(purpose: ProofPurpose, phone: string): Promise<string> {
    const now = this.now();
    await this.store.invalidate(purpose, phone, now);
    const token = randomToken();
    await this.store.create({
      purpose,
      phone,
      code_hash: hashCode(this.options.secret, purpose, phone, token),
      expires_at: new Date(now.getTime() + this.options.proofTtlSeconds * 1000),
      attempts: 0,
      consumed_at: null,
    });
    return token;
  }

  /** Checks a proof without using it up (to validate a request before doing the work). */
  async peekProof(purpose: ProofPurpose, phone: string, token: string): Promise<CodeRecord | null> {
    const record = await this.store.findActive(purpose, phone, this.now());
    if (!record || typeof token !== "string" || token.length > 200) return null;
    return safeEqualHex(record.code_hash, hashCode(this.options.secret, purpose, phone, token)) ? record : null;
  }

  /** Uses a proof up; false when it is wrong, expired, for another phone or already used. */
  async consumeProof(purpose: ProofPurpose, phone: string, token: string): Promise<boolean> {
    const record = await this.peekProof(purpose, phone, token);
    return record ? this.store.consume(record.id, this.now()) : false;
  }
}

/** In-memory CodeStore (unit tests, and a reference for the Postgres one). */
export class MemoryCodeStore implements CodeStore {
  readonly records: CodeRecord[] = [];
  private next = 1;

  async create(record: Omit<CodeRecord, "id">): Promise<CodeRecord> {
    const created = { ...record, id: `code_${this.next++}` };
    this.records.push(created);
    return created;
  }
  async findActive(purpose: CodeRecord["purpose"], phone: string, now: Date): Promise<CodeRecord | null> {
    const active = this.records.filter((r) => r.purpose === purpose && r.phone === phone && !r.consumed_at && r.expires_at > now);
    return active.at(-1) ?? null;
  }
  async reserveAttempt(id: string, max: number): Promise<number | null> {
    const record = this.records.find((r) => r.id === id);
    if (!record || record.consumed_at || record.attempts >= max) return null;
    record.attempts += 1;
    return record.attempts;
  }
  async consume(id: string, at: Date): Promise<boolean> {
    const record = this.records.find((r) => r.id === id);
    if (!record || record.consumed_at) return false;
    record.consumed_at = at;
    return true;
  }
  async invalidate(purpose: CodeRecord["purpose"], phone: string, at: Date): Promise<void> {
    for (const r of this.records) if (r.purpose === purpose && r.phone === phone && !r.consumed_at) r.consumed_at = at;
  }
}
