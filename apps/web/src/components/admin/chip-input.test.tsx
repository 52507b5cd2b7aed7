import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChipInput } from './chip-input.tsx';

function Harness() {
  const [values, setValues] = useState<string[]>(['Console']);
  return <ChipInput label="Features" itemName="feature" values={values} onChange={setValues} />;
}

describe('ChipInput', () => {
  it('adds trimmed, non-blank, non-duplicate entries on Enter or the button and removes them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Features', { selector: 'input' });
    await user.type(input, '  {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Type a feature first');
    await user.clear(input);
    await user.type(input, ' CONSOLE ');
    await user.click(screen.getByRole('button', { name: 'Add feature' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That feature is already in the list');
    expect(input).toHaveValue(' CONSOLE ');
    await user.clear(input);
    await user.type(input, ' Bean bag {Enter}');
    expect(input).toHaveValue('');
    const list = screen.getByRole('list', { name: 'Features' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Console', 'Bean bag']);
    await user.click(screen.getByRole('button', { name: 'Remove feature Console' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bean bag']);
  });
});
