import { it } from 'vitest';
import { createTestApp } from '/work/main/apps/server/src/test/test-app';
it('probe', async () => {
  const t = await createTestApp();
  for (const p of ['a'.repeat(100), 'a'.repeat(101), 'a'.repeat(101), 'x'.repeat(10000), '%E0%A4%A', 'a'.repeat(150)]) {
    const r = await t.app.inject({ method: 'GET', url: `/api/products/${p}` });
    console.log(p.length, r.statusCode, r.body.slice(0, 200), r.headers['x-request-id']);
  }
  await t.close();
});
