import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceImages } from '../../src/server/db/schema/services';
import { decompressionBombPng, twoToneImage } from '../support/image-fixtures';
import { ownerWithBusiness } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

interface ServiceView {
  id: string;
  images: { id: string; url: string; position: number }[];
}

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

interface Upload {
  name: string;
  data: Buffer | string;
  type?: string;
}

function imagesForm(files: Upload[]): FormData {
  const form = new FormData();
  for (const { name, data, type = 'image/png' } of files) {
    form.append(
      'images',
      new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }),
      name,
    );
  }
  return form;
}

async function photo(format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  return twoToneImage(format, { width: 120, height: 80, withGps: format !== 'png' });
}

async function errorOf(response: Response) {
  return (await readJson<{ error: { message: string; fields?: Record<string, string> } }>(response))
    .error;
}

describe('service images', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  const folder = () => path.join(app.dataDir, 'uploads', 'service-images');

  /** The image files stored for one service. */
  function filesOf(serviceId: string): string[] {
    if (!fs.existsSync(folder())) return [];
    return fs.readdirSync(folder()).filter((file) => file.startsWith(serviceId));
  }

  async function rowsOf(serviceId: string) {
    return app.db.select().from(serviceImages).where(eq(serviceImages.serviceId, serviceId));
  }

  async function newService(owner: Owner): Promise<ServiceView> {
    const response = await owner.client.post('/api/services', {
      name: 'Gel manicure',
      description: 'Shaped, buffed and gel polished.',
      priceMinor: 180000,
    });
    expect(response.status).toBe(201);
    return (await readJson<{ service: ServiceView }>(response)).service;
  }

  async function upload(owner: Owner, serviceId: string, files: Upload[]) {
    return owner.upload(`/api/services/${serviceId}/images`, imagesForm(files));
  }

  async function uploaded(response: Response): Promise<ServiceView> {
    expect(response.status).toBe(200);
    return (await readJson<{ service: ServiceView }>(response)).service;
  }

  it('takes one or several images per request, up to five, and refuses a sixth writing nothing', async () => {
    const owner = await ownerWithBusiness(app);
    const service = await newService(owner);

    const one = await uploaded(
      await upload(owner, service.id, [{ name: 'a.png', data: await photo() }]),
    );
    expect(one.images).toHaveLength(1);
    expect(one.images[0]?.url).toMatch(
      new RegExp(`^/uploads/service-images/${service.id}-image-[0-9a-f]{8}-\\d+\\.png$`),
    );

    const four = await uploaded(
      await upload(owner, service.id, [
        { name: 'b.jpg', data: await photo('jpeg'), type: 'image/jpeg' },
        { name: 'c.webp', data: await photo('webp'), type: 'image/webp' },
        { name: 'd.png', data: await photo() },
        { name: 'e.png', data: await photo() },
      ]),
    );
    expect(four.images.map((image) => image.position)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(four.images.map((image) => image.url)).size).toBe(5);
    expect(filesOf(service.id)).toHaveLength(5);

    // the list shows them in position order
    const list = await readJson<{
      services: ServiceView[];
    }>(await owner.client.get('/api/services'));
    expect(list.services[0]?.images.map((image) => image.url)).toEqual(
      four.images.map((image) => image.url),
    );

    const sixth = await upload(owner, service.id, [{ name: 'f.png', data: await photo() }]);
    expect(sixth.status).toBe(400);
    expect((await errorOf(sixth)).message).toBe('Maximum 5 images allowed');
    expect(await rowsOf(service.id)).toHaveLength(5);
    expect(filesOf(service.id)).toHaveLength(5);
  });

  it('refuses six images in one request, writing nothing', async () => {
    const owner = await ownerWithBusiness(app);
    const service = await newService(owner);
    const png = await photo();
    const response = await upload(
      owner,
      service.id,
      Array.from({ length: 6 }, (_, index) => ({ name: `p${index}.png`, data: png })),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Maximum 5 images allowed');
    expect(await rowsOf(service.id)).toHaveLength(0);
    expect(filesOf(service.id)).toHaveLength(0);
  });

  it('stores re-encoded images, without the camera’s GPS position', async () => {
    const owner = await ownerWithBusiness(app);
    const service = await newService(owner);
    const view = await uploaded(
      await upload(owner, service.id, [
        { name: 'phone.jpg', data: await photo('jpeg'), type: 'image/jpeg' },
      ]),
    );
    const served = await fetch(new URL(view.images[0]?.url ?? '', app.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const data = Buffer.from(await served.arrayBuffer());
    expect((await sharp(data).metadata()).exif).toBeUndefined();
    expect(data.includes('TestPhone')).toBe(false);
  });

  it.each([
    [
      'a text file renamed .png',
      'notes.png',
      () => Buffer.from('hello'),
      400,
      'notes.png is not an image file',
    ],
    [
      'an SVG',
      'logo.svg',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      400,
      'logo.svg is not an image file',
    ],
    [
      'a file over 5 MB',
      'huge.png',
      () => Buffer.alloc(5 * 1024 * 1024 + 10, 1),
      413,
      'huge.png is too large. Maximum size is 5MB',
    ],
    [
      'a decompression bomb',
      'bomb.png',
      () => decompressionBombPng({ width: 30000, height: 30000 }),
      400,
      'bomb.png is too large (more than 25 megapixels). Please choose a smaller image.',
    ],
  ])(
    'refuses %s, even beside a good image, and writes nothing',
    async (_label, name, data, status, message) => {
      const owner = await ownerWithBusiness(app);
      const service = await newService(owner);
      const kept = await uploaded(
        await upload(owner, service.id, [{ name: 'kept.png', data: await photo() }]),
      );
      const response = await upload(owner, service.id, [
        { name: 'good.png', data: await photo() },
        { name, data: data() },
      ]);
      expect(response.status).toBe(status);
      const error = await errorOf(response);
      expect(error.message).toBe(message);
      expect(error.fields?.images).toBe(message);
      expect((await rowsOf(service.id)).map((row) => row.url)).toEqual(
        kept.images.map((image) => image.url),
      );
      expect(filesOf(service.id)).toHaveLength(1);
    },
  );

  it('removes an image with its file, and the next upload goes to the end', async () => {
    const owner = await ownerWithBusiness(app);
    const service = await newService(owner);
    const png = await photo();
    const three = await uploaded(
      await upload(owner, service.id, [
        { name: '1.png', data: png },
        { name: '2.png', data: png },
        { name: '3.png', data: png },
      ]),
    );
    const [first, second, third] = three.images;
    const removed = await owner.client.request(
      `/api/services/${service.id}/images/${first?.id ?? ''}`,
      { method: 'DELETE' },
    );
    const after = await uploaded(removed);
    expect(after.images.map((image) => [image.id, image.position])).toEqual([
      [second?.id, 0],
      [third?.id, 1],
    ]);
    expect((await fetch(new URL(first?.url ?? '', app.url))).status).toBe(404);
    expect(filesOf(service.id)).toHaveLength(2);

    const again = await owner.client.request(
      `/api/services/${service.id}/images/${first?.id ?? ''}`,
      { method: 'DELETE' },
    );
    expect(again.status).toBe(404);

    const next = await uploaded(await upload(owner, service.id, [{ name: '4.png', data: png }]));
    expect(next.images.map((image) => image.position)).toEqual([0, 1, 2]);
    expect(next.images[2]?.url).not.toBe(first?.url);
    expect(next.images.slice(0, 2).map((image) => image.id)).toEqual([second?.id, third?.id]);
  });

  it('deletes a service’s image files with the service', async () => {
    const owner = await ownerWithBusiness(app);
    const service = await newService(owner);
    const view = await uploaded(
      await upload(owner, service.id, [
        { name: '1.png', data: await photo() },
        { name: '2.png', data: await photo() },
      ]),
    );
    expect(filesOf(service.id)).toHaveLength(2);
    const response = await owner.client.request(`/api/services/${service.id}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(200);
    expect(filesOf(service.id)).toHaveLength(0);
    expect(await rowsOf(service.id)).toHaveLength(0);
    for (const image of view.images) {
      expect((await fetch(new URL(image.url, app.url))).status).toBe(404);
    }
  });

  it('answers 400, not 500, to a request without images or without a form', async () => {
    const owner = await ownerWithBusiness(app);
    const service = await newService(owner);
    const empty = await owner.upload(`/api/services/${service.id}/images`, new FormData());
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe('Please choose at least one image.');
    const text = new FormData();
    text.set('images', 'data:image/png;base64,AAAA');
    expect((await owner.upload(`/api/services/${service.id}/images`, text)).status).toBe(400);
    const json = await owner.client.post(`/api/services/${service.id}/images`, {
      images: ['data:image/png;base64,AAAA'],
    });
    expect(json.status).toBe(400);
    expect(await rowsOf(service.id)).toHaveLength(0);
  });

  it('answers 404 for another business’s service or image, and for ids that are not ids', async () => {
    const owner = await ownerWithBusiness(app);
    const other = await ownerWithBusiness(app, 'Other Nails');
    const mine = await newService(owner);
    const theirs = await newService(other);
    const theirImage = (
      await uploaded(await upload(other, theirs.id, [{ name: 't.png', data: await photo() }]))
    ).images[0];

    const intoTheirs = await upload(owner, theirs.id, [{ name: 'x.png', data: await photo() }]);
    expect(intoTheirs.status).toBe(404);
    for (const path of [
      `/api/services/${theirs.id}/images/${theirImage?.id ?? ''}`,
      // their image through my own service
      `/api/services/${mine.id}/images/${theirImage?.id ?? ''}`,
      `/api/services/${mine.id}/images/not-a-uuid`,
      `/api/services/not-a-uuid/images/${theirImage?.id ?? ''}`,
    ]) {
      const response = await owner.client.request(path, { method: 'DELETE' });
      expect(response.status, path).toBe(404);
    }
    expect(
      (await upload(owner, 'not-a-uuid', [{ name: 'x.png', data: await photo() }])).status,
    ).toBe(404);
    expect(await rowsOf(theirs.id)).toHaveLength(1);
    expect(filesOf(theirs.id)).toHaveLength(1);
    expect(await rowsOf(mine.id)).toHaveLength(0);
  });

  it('lets only five through when two uploads race for the last places', async () => {
    const owner = await ownerWithBusiness(app);
    const service = await newService(owner);
    const png = await photo();
    await uploaded(
      await upload(owner, service.id, [
        { name: '1.png', data: png },
        { name: '2.png', data: png },
        { name: '3.png', data: png },
      ]),
    );
    const answers = await Promise.all([
      upload(owner, service.id, [
        { name: 'a.png', data: png },
        { name: 'b.png', data: png },
      ]),
      upload(owner, service.id, [
        { name: 'c.png', data: png },
        { name: 'd.png', data: png },
      ]),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 400]);
    expect(await rowsOf(service.id)).toHaveLength(5);
    expect(filesOf(service.id)).toHaveLength(5);
  });
});
