// Reads a PDF on stdin and prints {"pages": ["text of page 1", ...]} on stdout.
// Runs as its own plain Node process: pdf-parse (pdf.js) loads its worker with a dynamic
// import(), which jest's CommonJS module sandbox cannot do.
const { PDFParse } = require('pdf-parse');

async function main() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const parser = new PDFParse({ data: Buffer.concat(chunks) });
  try {
    const result = await parser.getText();
    process.stdout.write(JSON.stringify({ pages: result.pages.map((page) => page.text) }));
  } finally {
    await parser.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
