import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { sessionStore } from '../../api/session-store';
import { IconButton } from '../../ui/IconButton';
import { LogoutIcon } from '../../ui/Icons';

export function LogoutButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isPending, setIsPending] = useState(false);

  const logOut = async () => {
    setIsPending(true);
    try {
      await apiRequest('POST', '/logout', { skipRefresh: true });
    } catch {
      // Signing out locally must not depend on the server answering.
    }
    sessionStore.clear();
    queryClient.clear();
    navigate('/auth', { replace: true });
  };

  return (
    <IconButton label="Log out" onClick={logOut} disabled={isPending} className="hover:text-brand-red! dark:hover:text-red-400!">
      <LogoutIcon />
    </IconButton>
  );
}
