// The test DNS server (server.mjs) as a process, for playwright.config.ts:
//   node tests/e2e/dns/run.mjs   (DNS_TEST_PORT: the UDP port; an HTTP port one above it where
//   PUT /records/<name> with a text body sets a TXT record and DELETE /records/<name> removes it).
import { createServer } from "node:http";
import { startDnsServer } from "./server.mjs";
const port = Number(process.env.DNS_TEST_PORT ?? 3195);
const dns = await startDnsServer({ port });
const control = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const name = /^\/records\/([\w.-]{1,253})$/.exec(url.pathname)?.[1];
  if (req.method === "GET" && url.pathname === "/health") return res.writeHead(200).end("ok");
  if (!name) return res.writeHead(404).end();
  if (req.method === "DELETE") {
    dns.setTxt(name, []);
    return res.writeHead(204).end();
  }
  if (req.method !== "PUT") return res.writeHead(405).end();
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  dns.setTxt(name, [Buffer.concat(chunks).toString("utf8").slice(0, 1000)]);
  res.writeHead(204).end();
});
control.listen(port + 1, "127.0.0.1", () =>
  console.log(`test DNS server on udp ${port}, control on ${port + 1}`),
);
process.on("SIGTERM", () => control.close(() => void dns.close().then(() => process.exit(0))));
