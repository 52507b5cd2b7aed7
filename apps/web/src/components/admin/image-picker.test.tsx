import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pngFile } from '../../test/fixtures.ts';
import { installDomPolyfills } from '../../test/render.tsx';
import { ImagePicker } from './image-picker.tsx';

function Harness({ existing: initial = [] as string[] }) {
  const [existing, setExisting] = useState(initial);
  const [files, setFiles] = useState<File[]>([]);
  return <ImagePicker existing={existing} onExistingChange={setExisting} files={files} onFilesChange={setFiles} />;
}

beforeEach(() => installDomPolyfills());

describe('ImagePicker', () => {
  it('refuses non-PNG files and more than 5 images in total, counting kept ones', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness existing={['/uploads/a.png', '/uploads/b.png', '/uploads/c.png']} />);
    const input = screen.getByLabelText('Images', { selector: 'input' });
    expect(input).toHaveAttribute('accept', 'image/png');
    expect(screen.getByText(/PNG up to 10MB/)).toBeInTheDocument();

    await user.upload(input, [pngFile('ok.png'), new File(['x'], 'bad.gif', { type: 'image/gif' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload only PNG images');
    expect(screen.getByText('3 of 5 images')).toBeInTheDocument();

    await user.upload(input, [pngFile('1.png'), pngFile('2.png'), pngFile('3.png')]);
    expect(screen.getByRole('alert')).toHaveTextContent('You can only upload up to 5 images');

    await user.upload(input, [pngFile('1.png'), pngFile('2.png')]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('5 of 5 images')).toBeInTheDocument();
    expect(input).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove current image 1' }));
    expect(screen.queryByRole('img', { name: 'Current upload 3' })).not.toBeInTheDocument();
    expect(screen.getByText('4 of 5 images')).toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it('revokes preview URLs on removal and on unmount', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.upload(screen.getByLabelText('Images', { selector: 'input' }), [pngFile('a.png'), pngFile('b.png')]);
    const a = await screen.findByRole('img', { name: 'New upload a.png' });
    const urlA = a.getAttribute('src');
    const urlB = screen.getByRole('img', { name: 'New upload b.png' }).getAttribute('src');
    expect(URL.createObjectURL).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(urlA);
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith(urlB);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(urlB);
  });
});
