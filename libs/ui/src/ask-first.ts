import type { App, ModalFuncProps } from 'antd';
import type { ReactNode } from 'react';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

export interface Question {
  title: string;
  content?: ReactNode;
  okText: string;
  /** Throws away or ends something: drawn red, and the safe answer holds the focus so Enter does no harm. */
  destructive?: boolean;
  /** The action; the question waits (its button loading) while a promise it answers runs. */
  onOk: () => unknown;
}

/**
 * A question before an action, as a modal: it takes the keyboard's focus when it opens and gives it back when it
 * closes (a popover's question is out of reach of Tab inside a drawer, and many stops away elsewhere).
 */
export function askFirst(modal: ModalApi, question: Question): void {
  const props: ModalFuncProps = {
    title: question.title,
    content: question.content,
    okText: question.okText,
    okButtonProps: question.destructive ? { danger: true } : undefined,
    autoFocusButton: question.destructive ? 'cancel' : 'ok',
    onOk: question.onOk,
  };
  modal.confirm(props);
}
