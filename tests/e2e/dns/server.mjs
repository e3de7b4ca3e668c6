// A small DNS server for the tests of single sign-on's domain verification (issue 39): it answers
// TXT questions from records set in memory (anything else: no such name), over UDP on 127.0.0.1.
// Integration tests start it in-process (startDnsServer); playwright.config.ts runs it beside the app
// with an HTTP control port (run.mjs). Test tooling only.
import { createSocket } from "node:dgram";

const TXT = 16;
const CLASS_IN = 1;

/** The question's name (labels read up to the zero byte) and where the question ends. */
function readQuestion(packet) {
  const labels = [];
  let offset = 12;
  while (offset < packet.length && packet[offset] !== 0) {
    const length = packet[offset];
    labels.push(packet.subarray(offset + 1, offset + 1 + length).toString("ascii"));
    offset += length + 1;
  }
  const end = offset + 5; // the zero byte, type and class
  return { name: labels.join(".").toLowerCase(), type: packet.readUInt16BE(offset + 1), end };
}

/** The answer to one question: the TXT records of the name, or NXDOMAIN. */
function answer(query, records) {
  const { name, type, end } = readQuestion(query);
  const texts = type === TXT ? (records.get(name) ?? []) : [];
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the id
  const known = records.has(name);
  // QR, the query's RD kept, RA; NXDOMAIN for an unknown name.
  header.writeUInt16BE(0x8000 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | (known ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(texts.length, 6);
  const answers = texts.map((text) => {
    const bytes = Buffer.from(text, "utf8");
    const chunks = [];
    for (let i = 0; i < bytes.length || i === 0; i += 255) {
      const part = bytes.subarray(i, i + 255);
      chunks.push(Buffer.from([part.length]), part);
      if (bytes.length === 0) break;
    }
    const rdata = Buffer.concat(chunks);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // the question's name
    fixed.writeUInt16BE(TXT, 2);
    fixed.writeUInt16BE(CLASS_IN, 4);
    fixed.writeUInt32BE(60, 6);
    fixed.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([fixed, rdata]);
  });
  return Buffer.concat([header, query.subarray(12, end), ...answers]);
}

/** Starts the server on 127.0.0.1:`port` (0: any); `setTxt(name, texts)` sets a name's records. */
export async function startDnsServer({ port = 0 } = {}) {
  const records = new Map();
  const socket = createSocket("udp4");
  socket.on("message", (query, peer) => {
    try {
      socket.send(answer(query, records), peer.port, peer.address);
    } catch {
      // A malformed question gets no answer.
    }
  });
  await new Promise((resolve) => socket.bind(port, "127.0.0.1", resolve));
  return {
    port: socket.address().port,
    setTxt(name, texts) {
      if (texts.length === 0) records.delete(name.toLowerCase());
      else records.set(name.toLowerCase(), texts);
    },
    close: () => new Promise((resolve) => socket.close(resolve)),
  };
}
