// A failed request's words, in the language of the moment they are read.
import { loadCatalogues, setLocaleSource } from '@pavilion/domain';
import { errorMessage } from './errors';

describe('errorMessage', () => {
  afterEach(() => setLocaleSource(() => 'en'));

  it("says the API's refusal, else its own words", () => {
    expect(errorMessage({ status: 409, data: { code: 'CONFLICT', error: 'Sold out' } })).toBe('Sold out');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(
      'We could not reach Pavilion. Check your connection and try again.',
    );
    expect(errorMessage({ status: 500, data: '<html>' })).toBe('Something went wrong. Please try again.');
    expect(errorMessage(undefined, 'The check-in could not be sent')).toBe('The check-in could not be sent');
  });

  it('speaks German when German is chosen', async () => {
    await loadCatalogues('de');
    setLocaleSource(() => 'de');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(
      'Pavilion ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    );
    expect(errorMessage({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBe(
      'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    );
  });
});
