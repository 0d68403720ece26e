/** Tables, created on every start when missing. Timestamps always come from the app clock. */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
CREATE TABLE IF NOT EXISTS users (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_token text,
  confirmation_otp text,
  confirmation_sent_at timestamptz,
  confirmation_redirect text,
  recovery_token text,
  recovery_otp text,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb NOT NULL DEFAULT '{}',
  raw_user_meta_data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- Password recovery came later: data folders made before it gain the columns on start.
ALTER TABLE users ADD COLUMN IF NOT EXISTS recovery_token text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS recovery_otp text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS recovery_sent_at timestamptz;
CREATE INDEX IF NOT EXISTS users_confirmation_token ON users (confirmation_token);
CREATE INDEX IF NOT EXISTS users_recovery_token ON users (recovery_token);
CREATE TABLE IF NOT EXISTS identities (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_id text NOT NULL,
  identity_data jsonb NOT NULL,
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (provider, provider_id)
);
CREATE TABLE IF NOT EXISTS sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  auth_method text NOT NULL,
  authenticated_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS refresh_tokens (
  id bigserial PRIMARY KEY,
  token text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id uuid NOT NULL,
  parent text,
  revoked boolean NOT NULL DEFAULT false,
  family_revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS refresh_tokens_session ON refresh_tokens (session_id);
CREATE TABLE IF NOT EXISTS flow_states (
  auth_code uuid PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  provider_type text NOT NULL,
  code_challenge text NOT NULL,
  code_challenge_method text NOT NULL,
  authentication_method text NOT NULL,
  issued_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS oauth_states (
  id uuid PRIMARY KEY,
  provider text NOT NULL,
  redirect_to text NOT NULL,
  code_challenge text,
  code_challenge_method text,
  provider_code text UNIQUE,
  account jsonb,
  created_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS mail (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  link text,
  created_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS submissions (
  id bigserial PRIMARY KEY,
  form_id text NOT NULL,
  submission_id text,
  fields jsonb NOT NULL,
  received_at timestamptz NOT NULL,
  UNIQUE (form_id, submission_id)
);
`;

/** Everything POST /_emulator/api/reset empties (the JWT secret in meta is kept). */
export const RESET_SQL = `
TRUNCATE users, identities, sessions, refresh_tokens, flow_states, oauth_states, mail, submissions RESTART IDENTITY CASCADE;
`;
