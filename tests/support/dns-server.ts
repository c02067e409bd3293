import dgram from 'node:dgram';

import dnsPacket, { type Answer } from 'dns-packet';

// A DNS server on 127.0.0.1 for the tests that confirm crawlers by reverse DNS: it answers PTR, A and
// AAAA questions from the records given, NXDOMAIN for any other name, and nothing at all for the
// names in `silent` (a resolver that times out).

export type DnsRecords = {
  /** Address to the names its reverse lookup gives. */
  ptr?: Record<string, string[]>;
  /** Name to its addresses. */
  a?: Record<string, string[]>;
  aaaa?: Record<string, string[]>;
  silent?: string[];
};

/** The reverse DNS name of an IPv4 or IPv6 address (in-addr.arpa, ip6.arpa). */
export function reverseName(address: string): string {
  if (address.includes('.')) return `${address.split('.').reverse().join('.')}.in-addr.arpa`;
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const full = [...groups(head), ...Array<string>(missing).fill('0'), ...groups(tail)];
  const nibbles = full.map((group) => group.padStart(4, '0')).join('');
  return `${[...nibbles].reverse().join('.')}.ip6.arpa`;
}

export async function startDnsServer(records: DnsRecords, port = 0) {
  const ptr = new Map(
    Object.entries(records.ptr ?? {}).map(([address, names]) => [reverseName(address), names]),
  );
  const socket = dgram.createSocket('udp4');
  const questions: string[] = [];
  socket.on('message', (message, from) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    if (!question) return;
    questions.push(`${question.type} ${question.name}`);
    if (
      records.silent?.some(
        (name) => question.name === name || ptr.get(question.name)?.includes(name),
      )
    )
      return;
    const answers: Answer[] = [];
    if (question.type === 'PTR')
      for (const data of ptr.get(question.name) ?? [])
        answers.push({ type: 'PTR', name: question.name, ttl: 60, data });
    if (question.type === 'A')
      for (const data of records.a?.[question.name] ?? [])
        answers.push({ type: 'A', name: question.name, ttl: 60, data });
    if (question.type === 'AAAA')
      for (const data of records.aaaa?.[question.name] ?? [])
        answers.push({ type: 'AAAA', name: question.name, ttl: 60, data });
    const known =
      ptr.has(question.name) || !!records.a?.[question.name] || !!records.aaaa?.[question.name];
    const reply = dnsPacket.encode({
      type: 'response',
      id: query.id,
      // The low four bits are the answer's code: 3, NXDOMAIN, for a name it does not know.
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (known ? 0 : 3),
      questions: query.questions,
      answers,
    });
    socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  socket.unref();
  return {
    server: `127.0.0.1:${socket.address().port}`,
    questions,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
