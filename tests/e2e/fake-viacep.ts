import { once } from 'node:events';
import { createServer, type Server } from 'node:http';

// The postal-code service faked at its HTTP boundary for the browser tests: the server under test
// calls this instead of viacep.com.br (VIACEP_URL), with ViaCEP's own response shapes.

export const viacepFixtures: Record<string, object> = {
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
    ibge: '3550308',
  },
  '20040002': {
    cep: '20040-002',
    logradouro: 'Rua da Assembleia',
    complemento: '',
    bairro: 'Centro',
    localidade: 'Rio de Janeiro',
    uf: 'RJ',
    ibge: '3304557',
  },
};

export async function startFakeViacep(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const cep = /^\/ws\/(\d{8})\/json\/?$/.exec(req.url ?? '')?.[1];
    if (!cep) {
      res.writeHead(400, { 'content-type': 'text/html' }).end('<h1>Bad Request</h1>');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(viacepFixtures[cep] ?? { erro: 'true' }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('ViaCEP falso sem porta');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
