import request from 'supertest';
import { useTestContext } from '@pavilion/api-testing/harness';

const t = useTestContext();

describe("the API's own refusals", () => {
  it("are written in the request's language", async () => {
    const german = await request(t.app).get('/api/no-such-route').set('Accept-Language', 'de').expect(404);
    expect(german.body).toMatchObject({
      error: 'Diese API-Route gibt es nicht',
      messageKey: 'api.platform.noSuchRoute',
    });
    const english = await request(t.app).get('/api/no-such-route').expect(404);
    expect(english.body.error).toBe('No such API route');
  });
});
