// The browser tests' jsdom finds a label's control through the document's id index
// (tools/jest/jsdom-environment.cjs): the same element the specification names, in every case.
describe("a label's control in the test environment", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is the element its `for` names, and each control lists its labels', () => {
    document.body.innerHTML = `
      <label for="email">Email</label><input id="email" />
      <label for="email">Work email</label>
      <label>Name <input id="name" /></label>
      <label for="nowhere">Nothing</label>
      <label for="">Empty</label>
      <label for="note">Not labelable</label><div id="note"></div>`;
    const [email, work, name, nowhere, empty, note] = Array.from(document.querySelectorAll('label'));
    const input = document.getElementById('email');
    expect(email!.control).toBe(input);
    expect(work!.control).toBe(input);
    expect(name!.control).toBe(document.getElementById('name'));
    expect(nowhere!.control).toBeNull();
    expect(empty!.control).toBeNull();
    expect(note!.control).toBeNull();
    expect(Array.from((input as HTMLInputElement).labels ?? [])).toEqual([email, work]);
  });

  it('follows an id that changes or an element that leaves the document', () => {
    document.body.innerHTML = '<label for="city">City</label><input id="town" /><input id="other" />';
    const label = document.querySelector('label')!;
    expect(label.control).toBeNull();
    const town = document.getElementById('town')!;
    town.id = 'city';
    expect(label.control).toBe(town);
    town.remove();
    expect(label.control).toBeNull();
    document.getElementById('other')!.id = 'city';
    expect(label.control).toBe(document.getElementById('city'));
  });

  it('takes the first of two elements with one id in tree order, whatever order they were added in', () => {
    document.body.innerHTML = '<label for="dup">Dup</label><div id="slot"></div>';
    const later = document.createElement('input');
    later.id = 'dup';
    document.body.append(later);
    const earlier = document.createElement('input');
    earlier.id = 'dup';
    document.getElementById('slot')!.append(earlier);
    expect(document.querySelector('label')!.control).toBe(earlier);
  });

  it('looks only in the tree the label is in', () => {
    document.body.innerHTML = '<input id="field" />';
    const fragment = document.createDocumentFragment();
    const label = document.createElement('label');
    label.htmlFor = 'field';
    fragment.append(label);
    expect(label.control).toBeNull();
    const own = document.createElement('input');
    own.id = 'field';
    fragment.append(own);
    expect(label.control).toBe(own);
  });
});
