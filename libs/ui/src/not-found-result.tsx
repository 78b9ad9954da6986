import { Button, Result } from 'antd';

export interface NotFoundResultProps {
  /** Goes home inside the single-page app; without it the button is a plain link to "/". */
  onHome?: () => void;
}

/** The fallback page for an address Pennant does not know. */
export function NotFoundResult({ onHome }: NotFoundResultProps) {
  return (
    <Result
      status="404"
      title="404 Page Not Found"
      subTitle="The page you are looking for does not exist or has moved."
      extra={
        onHome ? (
          <Button type="primary" onClick={onHome}>
            Back to home
          </Button>
        ) : (
          <Button type="primary" href="/">
            Back to home
          </Button>
        )
      }
    />
  );
}
