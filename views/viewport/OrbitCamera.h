#pragma once
// Where the 3D camera is: it circles a target point at a distance, turned by yaw (around the
// vertical) and pitch (above the table). Mouse and keys change these numbers; presets and smooth
// transitions interpolate them. Plain values, no Qt 3D.
#include <QVector3D>

namespace trellis {

struct CameraPose {
    QVector3D target;
    float yaw = 0;       // degrees; 0 looks from the first player's side (+z) towards -z
    float pitch = 45;    // degrees above the horizontal
    float distance = 14; // from the target

    QVector3D eye() const;
    // Interpolation for transitions (t in 0..1); yaw takes the short way round.
    static CameraPose blend(const CameraPose& a, const CameraPose& b, float t);
};

class OrbitCamera {
  public:
    enum class Preset { FirstPlayer, SecondPlayer, Top, Side };

    // The pose that frames the scene from the first player's seat.
    void setHome(const CameraPose& home) { home_ = home; }
    const CameraPose& home() const { return home_; }
    CameraPose preset(Preset preset) const;

    const CameraPose& pose() const { return pose_; }
    void setPose(const CameraPose& pose);

    void orbit(float yawDegrees, float pitchDegrees);
    void zoom(float factor);              // < 1 moves closer
    void pan(float right, float forward); // in scene units along the ground plane

  private:
    CameraPose home_, pose_;
};

} // namespace trellis
