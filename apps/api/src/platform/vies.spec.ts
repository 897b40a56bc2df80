// The VIES checker against VIES's recorded answers (a fetch stub replays them: no network in tests).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ViesChecker, viesChecks } from './vies';

const recorded = (name: string) => readFileSync(path.join(__dirname, 'vies-fixtures', name), 'utf8');

/** A fetch that answers `body` with `status` and notes the URLs asked. */
function replay(body: string, status = 200) {
  const urls: string[] = [];
  const fetchFn = (async (url: string | URL | Request) => {
    urls.push(String(url));
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { urls, checker: new ViesChecker({ url: 'https://vies.test/rest-api/', timeoutMs: 1000 }, fetchFn) };
}

describe('ViesChecker', () => {
  it('asks VIES for the number without its prefix and reads a registered one as valid', async () => {
    const { urls, checker } = replay(recorded('valid.json'));
    expect(await checker.check('DE129273398')).toBe('valid');
    expect(urls).toEqual(['https://vies.test/rest-api/ms/DE/vat/129273398']);
  });

  it('reads a number VIES does not know as invalid', async () => {
    expect(await replay(recorded('invalid.json')).checker.check('DE136695976')).toBe('invalid');
  });

  it("reads a member state's service being down, an error status, another shape or no answer as unavailable", async () => {
    expect(await replay(recorded('ms-unavailable.json')).checker.check('ATU13585627')).toBe('unavailable');
    expect(await replay('{"actionSucceed":false}', 500).checker.check('DE129273398')).toBe('unavailable');
    expect(await replay('<html>maintenance</html>').checker.check('DE129273398')).toBe('unavailable');
    const failing = new ViesChecker({ url: 'https://vies.test', timeoutMs: 1000 }, (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch);
    expect(await failing.check('DE129273398')).toBe('unavailable');
  });

  it("checks only the EU's and Northern Ireland's numbers, never asking for a GB one", async () => {
    expect([viesChecks('EL094014201'), viesChecks('XI980780684'), viesChecks('GB980780684')]).toEqual([
      true,
      true,
      false,
    ]);
    const { urls, checker } = replay(recorded('valid.json'));
    expect(await checker.check('GB980780684')).toBe('unavailable');
    expect(urls).toEqual([]);
  });
});
