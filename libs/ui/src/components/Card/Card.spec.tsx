import { render, screen } from '@testing-library/react';
import { Card, CardBody, CardFooter, CardLink, CardMedia, CardTitle } from './Card';

describe('Card', () => {
  it('has one main link in its title and keeps footer actions separate', () => {
    render(
      <Card as="article">
        <CardMedia src="/thumb.jpg" alt="" />
        <CardBody>
          <CardTitle>
            <CardLink href="/events/7">FinTech Summit</CardLink>
          </CardTitle>
        </CardBody>
        <CardFooter>
          <button type="button">Add to favourites</button>
        </CardFooter>
      </Card>,
    );
    expect(screen.getByRole('article')).toContainElement(
      screen.getByRole('heading', { level: 3, name: 'FinTech Summit' }),
    );
    expect(screen.getByRole('link', { name: 'FinTech Summit' })).toHaveAttribute('href', '/events/7');
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument(); // alt="" marks the image decorative
  });

  it('shows the fallback when there is no image', () => {
    render(<CardMedia src={null} alt="" fallback="No Image" />);
    expect(screen.getByText('No Image')).toBeInTheDocument();
  });
});
