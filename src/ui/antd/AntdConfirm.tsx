import { Popconfirm } from 'antd';
import { AntdScope } from './AntdScope.tsx';
import type { ConfirmProps } from '../ConfirmButton.tsx';

/**
 * antd's Popconfirm round a button (ConfirmButton loads it when the button is drawn): the question
 * by the button, the destructive answer in the danger colour. `openAtOnce`: the button was pressed
 * before this had loaded, so the question opens with it.
 */
export default function AntdConfirm({ title, description, okText, cancelText, onConfirm, className, disabled, children, openAtOnce }: ConfirmProps & { openAtOnce: boolean }) {
  return (
    <AntdScope>
      <Popconfirm title={title} description={description} okText={okText} okButtonProps={{ danger: true }} cancelText={cancelText} onConfirm={onConfirm} defaultOpen={openAtOnce}>
        <button type="button" className={className} disabled={disabled}>
          {children}
        </button>
      </Popconfirm>
    </AntdScope>
  );
}
