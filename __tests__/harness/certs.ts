// Generates the harness's TLS material with the openssl CLI: a CA the clients trust through
// NODE_EXTRA_CA_CERTS, a server certificate for 127.0.0.1/localhost signed by it, and a separate
// self-signed key pair the token server signs JWTs with (the registry's `rootcertbundle`).
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface CertFiles {
  caCert: string
  serverCert: string
  serverKey: string
  signCert: string
  signKey: string
}

function openssl(args: string[], cwd: string): void {
  execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] })
}

export function generateCerts(dir: string): CertFiles {
  const f: CertFiles = {
    caCert: join(dir, 'ca.crt'),
    serverCert: join(dir, 'server.crt'),
    serverKey: join(dir, 'server.key'),
    signCert: join(dir, 'token-sign.crt'),
    signKey: join(dir, 'token-sign.key')
  }
  const days = '2'
  openssl(
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', f.caCert, '-days', days]
      .concat(['-subj', '/CN=setup-rocm harness CA', '-addext', 'basicConstraints=critical,CA:TRUE'])
      .concat(['-addext', 'keyUsage=critical,keyCertSign,cRLSign']),
    dir
  )
  openssl(
    ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', f.serverKey, '-out', 'server.csr'].concat([
      '-subj',
      '/CN=127.0.0.1'
    ]),
    dir
  )
  writeFileSync(
    join(dir, 'server.ext'),
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n'
  )
  openssl(
    ['x509', '-req', '-in', 'server.csr', '-CA', f.caCert, '-CAkey', 'ca.key', '-CAcreateserial'].concat([
      '-out',
      f.serverCert,
      '-days',
      days,
      '-extfile',
      'server.ext'
    ]),
    dir
  )
  openssl(
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', f.signKey, '-out', f.signCert].concat([
      '-days',
      days,
      '-subj',
      '/CN=setup-rocm harness token issuer'
    ]),
    dir
  )
  return f
}
