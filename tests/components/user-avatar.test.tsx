import { render, screen } from "@testing-library/react";
import { UserAvatar } from "@/components/profile/user-avatar";

const base = { id: "u1", email: "ruth@example.com", firstName: null, lastName: null, profileImageUrl: null };

describe("UserAvatar", () => {
  it("shows the profile image when there is one", () => {
    const { container } = render(<UserAvatar user={{ ...base, firstName: "Ruth", lastName: "Boaz", profileImageUrl: "/api/avatars/abc" }} />);
    expect(container.querySelector("img")).toHaveAttribute("src", "/api/avatars/abc");
    expect(container).not.toHaveTextContent("RB");
  });

  it("falls back to the initials of first and last name", () => {
    render(<UserAvatar user={{ ...base, firstName: "ruth", lastName: "boaz" }} />);
    expect(screen.getByText("RB")).toBeInTheDocument();
  });

  it("then to the email's first letter, then to U", () => {
    const { rerender } = render(<UserAvatar user={{ ...base, email: "zed@example.com" }} />);
    expect(screen.getByText("Z")).toBeInTheDocument();
    rerender(<UserAvatar user={null} />);
    expect(screen.getByText("U")).toBeInTheDocument();
  });
});
