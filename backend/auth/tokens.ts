import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../config.ts';

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

export interface AccessClaims extends JWTPayload {
  sub?: string;
  role?: string;
  session_id?: string;
  email?: string;
}

export type AuthMethod = 'password' | 'otp' | 'oauth' | 'recovery';

export interface AccessTokenSubject {
  userId: string;
  email: string;
  appMetadata: unknown;
  userMetadata: unknown;
  sessionId: string;
  method: AuthMethod;
  methodAt: number;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;

/** Signs and verifies HS256 JWTs with the raw bytes of the backend's secret. */
export class TokenSigner {
  private readonly key: Uint8Array;
  private readonly config: Config;

  constructor(secret: string, config: Config) {
    this.key = new TextEncoder().encode(secret);
    this.config = config;
  }

  private nowSeconds(): number {
    return Math.floor(this.config.now() / 1000);
  }

  async apiKeys(): Promise<ApiKeys> {
    const iat = this.nowSeconds();
    const sign = (role: string) =>
      new SignJWT({ iss: 'supabase', ref: 'local', role, iat, exp: iat + TEN_YEARS })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(this.key);
    return { anonKey: await sign('anon'), serviceRoleKey: await sign('service_role') };
  }

  async accessToken(subject: AccessTokenSubject): Promise<{ token: string; expiresAt: number }> {
    const iat = this.nowSeconds();
    const exp = iat + this.config.jwtExpiry;
    const token = await new SignJWT({
      iss: `${this.config.url}/auth/v1`,
      sub: subject.userId,
      aud: 'authenticated',
      exp,
      iat,
      email: subject.email,
      phone: '',
      app_metadata: subject.appMetadata,
      user_metadata: subject.userMetadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: subject.method, timestamp: Math.floor(subject.methodAt / 1000) }],
      session_id: subject.sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(this.key);
    return { token, expiresAt: exp };
  }

  /** Verifies signature and expiry against the app clock; throws on any problem. */
  async verify(token: string): Promise<AccessClaims> {
    const { payload } = await jwtVerify<AccessClaims>(token, this.key, {
      algorithms: ['HS256'],
      currentDate: new Date(this.config.now()),
    });
    return payload;
  }
}
