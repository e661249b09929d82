import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_UPLOADS_WAITING,
  UPLOAD_BYTES_AT_ONCE,
  uploadBodies,
} from '../../src/server/images/image-work';
import { twoToneImage } from '../support/image-fixtures';
import { ownerWithBusiness } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type ServiceAnswer } from '../support/answers';

const BUSY = {
  error: {
    code: 'busy',
    message: 'The server is busy processing images. Please try again in a moment.',
  },
};

function form(field: string, image: Buffer): FormData {
  const data = new FormData();
  data.set(field, new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
  return data;
}

/** Takes all the room for upload bodies, as uploads being read would; gives it back when called. */
function takeUploadRoom(): () => Promise<void> {
  let giveBack!: () => void;
  const held = uploadBodies.run(
    () => new Promise<void>((resolve) => (giveBack = resolve)),
    UPLOAD_BYTES_AT_ONCE,
  );
  return async () => {
    giveBack();
    await held;
  };
}

describe('uploads while the server is busy with images', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('wait their turn, are refused with 503 once the line is full, then all go through', async () => {
    const owner = await ownerWithBusiness(app);
    const created = await owner.client.post('/api/services', {
      name: 'Gel manicure',
      description: 'Shaped, buffed and gel polished.',
      priceMinor: 180000,
    });
    const { service } = await readJson<ServiceAnswer>(created);
    const logo = await twoToneImage('png', { width: 300, height: 200 });
    const giveBack = takeUploadRoom();

    const waiting = Array.from({ length: MAX_UPLOADS_WAITING }, () =>
      owner.upload('/api/business/logo', form('logo', logo)),
    );
    await expect
      .poll(() => uploadBodies.waiting, { timeout: 10_000, interval: 10 })
      .toBe(MAX_UPLOADS_WAITING);

    for (const path of ['/api/business/logo', `/api/services/${service.id}/images`]) {
      const refused = await owner.upload(
        path,
        form(path.endsWith('logo') ? 'logo' : 'images', logo),
      );
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toEqual(BUSY);
    }

    await giveBack();
    const answers = await Promise.all(waiting);
    expect(answers.map((answer) => answer.status)).toEqual(Array(MAX_UPLOADS_WAITING).fill(200));
    expect([uploadBodies.used, uploadBodies.waiting]).toEqual([0, 0]);
    const again = await owner.upload(`/api/services/${service.id}/images`, form('images', logo));
    expect(again.status).toBe(200);
  });
});
